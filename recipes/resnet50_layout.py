"""ResNet-50 for the layout and precision experiments: timm's ``resnet50`` where timm is installed (the
H200), else torchvision's, else a plain-torch bottleneck ResNet of the same shape (a machine with neither).

Random weights, eval mode, NCHW input of ``LAYOUT_BATCH`` x 3 x ``LAYOUT_RES`` x ``LAYOUT_RES`` (default 32 x 224);
``LAYOUT_TINY=1`` builds a one-block-per-stage ResNet of width 16 on 2 x 3 x 32 x 32 (a CPU dry run in seconds).
``LAYOUT_SOURCE=timm|torchvision|plain`` picks the source instead of the first one that imports. The engine
converts model and inputs to the run's device and dtype."""

import os

import torch
from torch import nn

TINY = os.environ.get("LAYOUT_TINY") == "1"
BATCH = int(os.environ.get("LAYOUT_BATCH", 2 if TINY else 32))
RES = int(os.environ.get("LAYOUT_RES", 32 if TINY else 224))


class Bottleneck(nn.Module):
    def __init__(self, cin: int, width: int, stride: int):
        super().__init__()
        cout = width * 4
        self.conv1, self.bn1 = nn.Conv2d(cin, width, 1, bias=False), nn.BatchNorm2d(width)
        self.conv2, self.bn2 = nn.Conv2d(width, width, 3, stride, 1, bias=False), nn.BatchNorm2d(width)
        self.conv3, self.bn3 = nn.Conv2d(width, cout, 1, bias=False), nn.BatchNorm2d(cout)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        y = torch.relu(self.bn2(self.conv2(y)))
        y = self.bn3(self.conv3(y))
        return torch.relu(y + (x if self.down is None else self.down(x)))


class PlainResNet(nn.Module):
    def __init__(self, blocks=(3, 4, 6, 3), width: int = 64, classes: int = 1000):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 7, 2, 3, bias=False), nn.BatchNorm2d(width), nn.ReLU(),
                                  nn.MaxPool2d(3, 2, 1))
        layers, cin = [], width
        for i, n in enumerate(blocks):
            w = width * 2 ** i
            for j in range(n):
                layers.append(Bottleneck(cin, w, 2 if j == 0 and i > 0 else 1))
                cin = w * 4
        self.layers = nn.Sequential(*layers)
        self.fc = nn.Linear(cin, classes)

    def forward(self, x):
        return self.fc(self.layers(self.stem(x)).mean((2, 3)))


def _source() -> str:
    want = os.environ.get("LAYOUT_SOURCE")
    if want:
        return want
    if TINY:
        return "plain"
    for name in ("timm", "torchvision"):
        try:
            __import__(name)
            return name
        except ImportError:
            continue
    return "plain"


def build_model():
    torch.manual_seed(0)
    src = _source()
    if src == "timm":
        import timm

        model = timm.create_model("resnet50", pretrained=False)
    elif src == "torchvision":
        import torchvision

        model = torchvision.models.resnet50(weights=None)
    else:
        model = PlainResNet((1, 1, 1, 1), width=16, classes=10) if TINY else PlainResNet()
    for m in model.modules():  # running statistics away from 0/1, so folding batch norm is a real change
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.1, 0.1)
            m.running_var.uniform_(0.5, 1.5)
    return model.eval()


def example_inputs():
    torch.manual_seed(1)
    return (torch.randn(BATCH, 3, RES, RES),)
