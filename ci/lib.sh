# shellcheck shell=bash
# Shared by ci/run, ci/run-job, ci/gpu-evidence and ci/new-driver-check (sourced, never run):
# the project's virtual environment and the `cudasem` command.
#
#   cudasem_venv ROOT REQUIREMENTS [--no-install]
#       creates ROOT/.venv (python3 -m venv) if missing and installs REQUIREMENTS and the
#       `cudasem` command (pip install -e ROOT/python) into it when something is missing;
#       --no-install: names what is missing and fails instead.
#   cudasem ARGS...
#       the `cudasem` command: ROOT/.venv's when installed there, else `python3 -m cudasem`
#       on the checkout (the fixture steps and the summary need fastjsonschema only).

cudasem_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

cudasem_python() {
  if [[ -x $cudasem_root/.venv/bin/python ]]; then echo "$cudasem_root/.venv/bin/python"; else echo python3; fi
}

cudasem() {
  PYTHONPATH="$cudasem_root/python${PYTHONPATH:+:$PYTHONPATH}" "$(cudasem_python)" -m cudasem "$@"
}

cudasem_venv() {  # cudasem_venv ROOT REQUIREMENTS [--no-install]
  local root="$1" req="$2" no_install="${3:-}" venv="$1/.venv" missing=()
  if [[ ! -x $venv/bin/python ]]; then
    [[ -z $no_install ]] || { echo "no virtual environment $venv (python3 -m venv $venv && $venv/bin/pip install -r $req -e $root/python)" >&2; return 1; }
    echo "creating the virtual environment $venv"
    python3 -m venv "$venv" || { echo "python3 -m venv failed (Debian/Ubuntu: apt-get install python3-venv)" >&2; return 1; }
  fi
  # Every requirement present, at the pinned version where one is pinned?
  if ! "$venv/bin/python" - "$req" >/dev/null 2>&1 <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

def lines(path):
    for raw in Path(path).read_text().splitlines():
        line = raw.split("#", 1)[0].strip()
        if line.startswith("-r "):
            yield from lines(Path(path).parent / line[3:].strip())
        elif line:
            yield line

for line in lines(sys.argv[1]):
    name = line.split("=")[0].split(">")[0].split("<")[0].split("[")[0].strip()  # psycopg[binary]: psycopg
    try:
        have = version(name)
    except PackageNotFoundError:
        sys.exit(1)
    if "==" in line and have != line.split("==")[1].strip():
        sys.exit(1)
version("cudasem")
PY
  then
    missing=("$req")
  fi
  if ((${#missing[@]})); then
    [[ -z $no_install ]] || { echo "missing Python packages in $venv ($venv/bin/pip install -r $req -e $root/python)" >&2; return 1; }
    echo "installing the Python packages of $req and the cudasem command into $venv"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req" -e "$root/python"
  fi
}
