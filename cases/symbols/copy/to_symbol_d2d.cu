// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol with cudaMemcpyDeviceToDevice copies from device memory into a
// __device__ array (read back with cudaMemcpyFromSymbol).
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned g_d2d[256];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, DeviceToDevice,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote = "kind can be either cudaMemcpyHostToDevice, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> source(256);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, source.data(), 256, 500));

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyToSymbol(g_d2d, source.data(), source.bytes(), 0, cudaMemcpyDeviceToDevice), cudaSuccess);

  std::vector<unsigned> got(256, 0);
  CUDASEM_ASSERT_OK(cudaMemcpyFromSymbol(got.data(), g_d2d, sizeof(g_d2d)));
  std::size_t ok = 0;
  for (unsigned i = 0; i < 256; ++i) ok += got[i] == 500 + i;
  CUDASEM_EXPECT_EQ_NAMED("symbol_words.matching_source", ok, 256u);
}
