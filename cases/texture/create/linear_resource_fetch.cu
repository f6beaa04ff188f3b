// SPDX-License-Identifier: Apache-2.0
// A texture object over linear device memory (cudaResourceTypeLinear, pointer aligned to
// textureAlignment) textures from the data its resource describes: tex1Dfetch(tex, i) returns
// element i (point sampling, element-type reads).
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <cstdint>

namespace {
__global__ void fetch_linear(cudaTextureObject_t tex, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(tex, i);
}
}  // namespace

CUDASEM_CASE(TextureCreate, LinearResourceFetch,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "RT",
            .section = "cudaCreateTextureObject",
            .quote =
                "Creates a texture object and returns it in pTexObject. pResDesc describes the data to texture from."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr int kN = 1000;
  int alignment = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&alignment, cudaDevAttrTextureAlignment, 0));
  cudasem::DeviceBuffer<unsigned char> storage(kN * sizeof(float) + alignment);
  const auto base = reinterpret_cast<std::uintptr_t>(storage.data());
  float* data = reinterpret_cast<float*>((base + alignment - 1) / alignment * alignment);
  std::vector<float> values(kN);
  for (int i = 0; i < kN; ++i) values[i] = 0.25f * i;
  CUDASEM_ASSERT_OK(cudaMemcpy(data, values.data(), kN * sizeof(float), cudaMemcpyHostToDevice));
  cudaResourceDesc res{};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = data;
  res.res.linear.desc = cudasem::float1_desc();
  res.res.linear.sizeInBytes = kN * sizeof(float);
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, res, t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudasem::DeviceBuffer<float> out(kN);

  fetch_linear<<<(kN + 127) / 128, 128>>>(tex.get(), out.data(), kN);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  std::vector<float> got(kN);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  std::size_t mismatched = 0;
  for (int i = 0; i < kN; ++i) mismatched += got[i] != values[i];
  CUDASEM_EXPECT_EQ_NAMED("fetched_elements.mismatched", mismatched, 0u);
}
