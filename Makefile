# CompileScope: `make start` sets up and opens the dashboard; `make test` sets up and runs the tests.
PY ?= python3
VENV ?= .venv
BIN = $(VENV)/bin
PORT ?= 8501
# The dashboard listens on this machine only; `make start ADDRESS=0.0.0.0` shares it with the network.
ADDRESS ?= 127.0.0.1

.PHONY: setup system-deps start viewer test test-fast lint examples

setup: $(VENV)/.setup-done

$(VENV)/.setup-done: requirements.txt requirements-dev.txt
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	@# A CUDA torch already importable in the venv is kept; otherwise the CPU build (no multi-GB download).
	$(BIN)/python -c "import torch" 2>/dev/null || $(BIN)/pip install -q torch==2.13.0 || \
	  $(BIN)/pip install -q torch --index-url https://download.pytorch.org/whl/cpu
	$(BIN)/pip install -q -r requirements-dev.txt
	touch $@

system-deps:
	@sh scripts/system_deps.sh

start: setup
	$(BIN)/python -m analyzers seed-examples
	$(BIN)/python -m streamlit run dashboard/app.py --server.headless true --server.address $(ADDRESS) --server.port $(PORT)

viewer: setup
	$(BIN)/python -m analyzers seed-examples
	COMPILESCOPE_VIEWER=1 $(BIN)/python -m streamlit run dashboard/app.py --server.headless true --server.address $(ADDRESS) --server.port $(PORT)

test: setup system-deps
	$(BIN)/python -m pytest -q

test-fast: setup
	$(BIN)/python -m pytest -q -m "not slow and not browser"

lint: setup
	$(BIN)/ruff check analyzers dashboard pages tests benchmarks
