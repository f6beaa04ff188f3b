#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Remakes module_13_5.ptx: the PTX of ../module_kernels.cu for compute_75 as CUDA 13.5's compiler
# writes it (PTX ISA 9.5, newer than a CUDA 13.0 driver's JIT compiler reads). The cases of
# cases/compat load it (kernels/modules/CMakeLists.txt embeds the committed file: no build needs
# this compiler). Needs the network (PyPI) and a host C++ compiler; the wheels are pinned by hash.
#
#   kernels/modules/newer/make_ptx.sh            # rewrites module_13_5.ptx beside this script
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat >"$work/req.txt" <<'REQ'
nvidia-cuda-nvcc==13.5.37 --hash=sha256:f5c4f7ead5d964fb4af42bbf1e6d3ec3c1e6e9d83b53749f691d387e7fcaa3a7
nvidia-nvvm==13.5.37 --hash=sha256:c41bfa362e407405163f103c2229f0765f8cc2ed7d148b754dc77f228bf7e070
nvidia-cuda-crt==13.5.37 --hash=sha256:e898b7f73d3035fa89915a3f7bf3b54a73e90249746111aed295822c4729bb29
nvidia-cuda-runtime==13.5.37 --hash=sha256:df2b79a8852f10d1fef8c848489c49eebb5754051bf870202a862831412b179d
REQ
python3 -m pip download --quiet --no-deps --require-hashes -r "$work/req.txt" -d "$work/whl"
for w in "$work"/whl/*.whl; do python3 -m zipfile -e "$w" "$work/root"; done
tk="$work/root/nvidia/cu13"
chmod +x "$tk"/bin/* "$tk"/nvvm/bin/*
"$tk/bin/nvcc" -ptx -arch=compute_75 -O2 "$here/../module_kernels.cu" -o "$work/out.ptx"
mv "$work/out.ptx" "$here/module_13_5.ptx"
grep -m1 '^\.version' "$here/module_13_5.ptx"
