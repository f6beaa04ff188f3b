// SPDX-License-Identifier: Apache-2.0
// A kernel reading every element of a 2D float array through a surface object (surf2Dread,
// x in bytes) gets the values cudaMemcpy2DToArray put there.
#include "../texture.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void read_surface(cudaSurfaceObject_t surf, float* out, int w, int h) {
  const int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) out[y * w + x] = surf2Dread<float>(surf, x * static_cast<int>(sizeof(float)), y);
}
}  // namespace

CUDASEM_CASE(SurfaceObject, ReadReturnsArrayContents,
    {
        .api = {"cudaCreateSurfaceObject"},
        .cite = {.doc = "RT",
            .section = "cudaCreateSurfaceObject",
            .quote = "pResDesc describes the data to perform surface load/stores on."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr int kW = 40, kH = 12;
  std::vector<float> values(kW * kH);
  for (int i = 0; i < kW * kH; ++i) values[i] = 0.5f * i - 17.0f;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), kW, kH, cudaArraySurfaceLoadStore));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(
      array.get(), 0, 0, values.data(), kW * sizeof(float), kW * sizeof(float), kH, cudaMemcpyHostToDevice));
  t::SurfaceObject surf;
  CUDASEM_ASSERT_OK(t::create_surface(surf, t::array_resource(array.get())));
  cudasem::DeviceBuffer<float> out(kW * kH);

  read_surface<<<kH, 64>>>(surf.get(), out.data(), kW, kH);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  std::vector<float> got(kW * kH);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  std::size_t mismatched = 0;
  for (int i = 0; i < kW * kH; ++i) mismatched += got[i] != values[i];
  CUDASEM_EXPECT_EQ_NAMED("read_elements.mismatched", mismatched, 0u);
}
