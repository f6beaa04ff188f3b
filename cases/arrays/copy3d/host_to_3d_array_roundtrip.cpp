// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D into a 3D float array and back: with an array participating, the extent counts
// array elements (floats), and the volume arrives unchanged.
#include "../arrays.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemcpy3DArray, HostTo3DArrayRoundTrip,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "If a CUDA array is participating in the copy, the extent is defined in terms of that array's elements."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(33, 7, 5);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(array, cudasem::float1_desc(), extent));
  const std::size_t n = extent.width * extent.height * extent.depth;
  std::vector<float> source(n), back(n, -1.0f);
  for (std::size_t i = 0; i < n; ++i) source[i] = static_cast<float>(i) * 0.5f;
  cudaMemcpy3DParms up{};
  up.srcPtr = make_cudaPitchedPtr(source.data(), extent.width * sizeof(float), extent.width, extent.height);
  up.dstArray = array.get();
  up.extent = extent;
  up.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3DParms down{};
  down.srcArray = array.get();
  down.dstPtr = make_cudaPitchedPtr(back.data(), extent.width * sizeof(float), extent.width, extent.height);
  down.extent = extent;
  down.kind = cudaMemcpyDeviceToHost;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&up), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&down), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("roundtrip_elements.match", back == source);
}
