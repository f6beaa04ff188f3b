// SPDX-License-Identifier: Apache-2.0
// The device code of the module images (PTX, cubins, fatbin) that driver/library cases load.
// Never compiled into a binary: kernels/modules/CMakeLists.txt turns it into images that are
// embedded as bytes (modules.h). Keep the names extern "C" (no mangling) and the set stable:
// cases count the kernels (3) and read module_global's initial value (42).

extern "C" __device__ int module_global = 42;

// p[i] += 1 for every launched thread.
extern "C" __global__ void add_one(int* p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 1; }

// p[i] += value for i < n.
extern "C" __global__ void add_value(int* p, int n, int value) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) p[i] += value;
}

// *out = module_global.
extern "C" __global__ void read_global(int* out) { *out = module_global; }
