// SPDX-License-Identifier: Apache-2.0
// A kernel writes every element of a 2D float array through a surface object (surf2Dwrite,
// x in bytes); the array copied back with cudaMemcpy2DFromArray holds the written values.
#include "../texture.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_surface(cudaSurfaceObject_t surf, int w, int h) {
  const int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) surf2Dwrite(static_cast<float>(y * 1000 + x), surf, x * static_cast<int>(sizeof(float)), y);
}
}  // namespace

CUDASEM_CASE(SurfaceObject, WriteThenCopyBack,
    {
        .api = {"cudaCreateSurfaceObject"},
        .cite = {.doc = "RT",
            .section = "cudaCreateSurfaceObject",
            .quote = "pResDesc describes the data to perform surface load/stores on."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr int kW = 40, kH = 12;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), kW, kH, cudaArraySurfaceLoadStore));
  t::SurfaceObject surf;
  CUDASEM_ASSERT_OK(t::create_surface(surf, t::array_resource(array.get())));

  write_surface<<<kH, 64>>>(surf.get(), kW, kH);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<float> back(kW * kH, -1.0f);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(
      back.data(), kW * sizeof(float), array.get(), 0, 0, kW * sizeof(float), kH, cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) ok += back[y * kW + x] == static_cast<float>(y * 1000 + x);
  CUDASEM_EXPECT_EQ_NAMED("elements.written_values", ok, static_cast<std::size_t>(kW * kH));
}
