# CompileScope: `make start` sets up and opens the dashboard; `make test` sets up and runs the tests.
PY ?= python3
VENV ?= .venv
BIN = $(VENV)/bin
PORT ?= 8501
# The dashboard listens on this machine only; `make start ADDRESS=0.0.0.0` shares it with the network.
ADDRESS ?= 127.0.0.1
# torch: a torch already importable in the venv is kept. Otherwise: with an NVIDIA GPU (nvidia-smi answers)
# PyPI's build (CUDA); without one the CPU build from PyTorch's CPU wheel index (PyPI's torch is the CUDA
# build: gigabytes a CPU machine cannot use).
TORCH ?= torch==2.13.0
TORCH_CPU_INDEX ?= https://download.pytorch.org/whl/cpu
HAS_GPU := $(shell nvidia-smi -L >/dev/null 2>&1 && echo yes)

.PHONY: setup system-deps start viewer test test-fast lint examples

setup: $(VENV)/.setup-done

$(VENV)/.setup-done: requirements.txt requirements-dev.txt
	@$(PY) -m venv $(VENV) || { echo "'$(PY) -m venv' failed: on Debian/Ubuntu install python3-venv" >&2; exit 1; }
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/python -c "import torch" 2>/dev/null || \
	  $(BIN)/pip install -q "$(TORCH)" $(if $(HAS_GPU),,--retries 1 --timeout 15 --index-url $(TORCH_CPU_INDEX)) || \
	  $(BIN)/pip install -q "$(TORCH)"
	$(BIN)/pip install -q -r requirements-dev.txt
	touch $@

system-deps:
	@sh scripts/system_deps.sh

start: setup
	$(BIN)/python -m analyzers seed-examples
	$(BIN)/python -m streamlit run dashboard/serve.py --server.headless true --server.address $(ADDRESS) --server.port $(PORT)

viewer: setup
	$(BIN)/python -m analyzers seed-examples
	COMPILESCOPE_VIEWER=1 $(BIN)/python -m streamlit run dashboard/serve.py --server.headless true --server.address $(ADDRESS) --server.port $(PORT)

# Two pytest workers (pytest-xdist), a test file each at a time: most tests wait on a compile or a browser with one
# core; `make test TEST_WORKERS=1` runs them one after another.
TEST_WORKERS ?= 2

test: setup system-deps
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile

test-fast: setup
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile -m "not slow and not browser"

lint: setup
	$(BIN)/ruff check analyzers dashboard pages tests benchmarks
