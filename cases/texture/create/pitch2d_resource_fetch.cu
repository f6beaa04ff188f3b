// SPDX-License-Identifier: Apache-2.0
// A texture object over cudaMallocPitch memory (cudaResourceTypePitch2D) returns texel (x, y)
// for a point-sampled tex2D at its centre, for every texel of a 50x20 float matrix.
#include "../texture.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void fetch_pitch2d(cudaTextureObject_t tex, float* out, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}
}  // namespace

CUDASEM_CASE(TextureCreate, Pitch2DResourceFetch,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "RT",
            .section = "cudaCreateTextureObject",
            .quote = "specify the width and height of the array in elements"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr int kW = 50, kH = 20;
  int pitch_alignment = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&pitch_alignment, cudaDevAttrTexturePitchAlignment, 0));
  cudasem::PitchedAlloc mem;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(mem, kW * sizeof(float), kH));
  cudasem::environment("allocation_pitch", mem.pitch);
  if (mem.pitch % pitch_alignment != 0)
    GTEST_SKIP() << "requires a cudaMallocPitch pitch aligned to texturePitchAlignment " << pitch_alignment << "; got "
                 << mem.pitch;
  std::vector<float> values(kW * kH);
  for (int i = 0; i < kW * kH; ++i) values[i] = static_cast<float>(3 * i + 1);
  CUDASEM_ASSERT_OK(cudaMemcpy2D(
      mem.bytes(), mem.pitch, values.data(), kW * sizeof(float), kW * sizeof(float), kH, cudaMemcpyHostToDevice));
  cudaResourceDesc res{};
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = mem.bytes();
  res.res.pitch2D.desc = cudasem::float1_desc();
  res.res.pitch2D.width = kW;
  res.res.pitch2D.height = kH;
  res.res.pitch2D.pitchInBytes = mem.pitch;
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, res, t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudasem::DeviceBuffer<float> out(kW * kH);

  fetch_pitch2d<<<dim3(1, kH), 64>>>(tex.get(), out.data(), kW, kH);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  std::vector<float> got(kW * kH);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("fetched_texels.match_values", got == values);
}
