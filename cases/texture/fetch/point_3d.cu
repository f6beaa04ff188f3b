// SPDX-License-Identifier: Apache-2.0
// Nearest-point sampling of a 3D float array (filled with cudaMemcpy3D) at each texel's
// centre returns T[floor(x), floor(y), floor(z)], i.e. that texel, for every texel.
#include "../texture.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void fetch_3d(cudaTextureObject_t tex, float* out, int w, int h, int d) {
  const int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  if (x < w && y < h && z < d) out[(z * h + y) * w + x] = tex3D<float>(tex, x + 0.5f, y + 0.5f, z + 0.5f);
}
}  // namespace

CUDASEM_CASE(TextureFetchPoint, ThreeDimensional,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "If it is cudaFilterModePoint, the returned value is the texel whose texture coordinates are the closest to the input texture coordinates."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr int kW = 8, kH = 4, kD = 3;
  const cudaExtent extent = make_cudaExtent(kW, kH, kD);
  std::vector<float> texels(kW * kH * kD);
  for (std::size_t i = 0; i < texels.size(); ++i) texels[i] = static_cast<float>(i * i % 97);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(array, cudasem::float1_desc(), extent));
  cudaMemcpy3DParms up{};
  up.srcPtr = make_cudaPitchedPtr(texels.data(), kW * sizeof(float), kW, kH);
  up.dstArray = array.get();
  up.extent = extent;
  up.kind = cudaMemcpyHostToDevice;
  CUDASEM_ASSERT_OK(cudaMemcpy3D(&up));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(
      tex, t::array_resource(array.get()), t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudasem::DeviceBuffer<float> out(texels.size());

  fetch_3d<<<dim3(kH, kD), kW>>>(tex.get(), out.data(), kW, kH, kD);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  std::vector<float> got(texels.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  std::size_t mismatched = 0;
  for (std::size_t i = 0; i < texels.size(); ++i) mismatched += got[i] != texels[i];
  CUDASEM_EXPECT_EQ_NAMED("fetched_texels.mismatched", mismatched, 0u);
}
