// SPDX-License-Identifier: Apache-2.0
// With cudaReadModeNormalizedFloat, an 8-bit unsigned texture returns v/255 as float: 0 reads
// as 0.0 and 255 as 1.0 (point sampling of a 4-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <cmath>
#include <string>

namespace {
__global__ void fetch_normalized(cudaTextureObject_t tex, float* out, int n) {
  const int i = threadIdx.x;
  if (i < n) out[i] = tex1D<float>(tex, i + 0.5f);
}
}  // namespace

CUDASEM_CASE(TextureReadMode, NormalizedFloatUnsigned8, {
    .api = {"cudaCreateTextureObject"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
             .quote = "the value returned by the texture fetch is actually returned as floating-point type and the full range of the integer type is mapped to [0.0, 1.0] for unsigned integer type and [-1.0, 1.0] for signed integer type"},
}) {
  namespace t = cudasem_cases::texture;
  namespace a = cudasem_cases::arrays;
  const unsigned char texels[] = {0, 64, 128, 255};
  a::Array array;
  CUDASEM_ASSERT_OK(a::malloc_array(array, a::uchar1_desc(), 4, 0));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, texels, 4, 4, 1, cudaMemcpyHostToDevice));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()),
                                      t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false,
                                                      cudaReadModeNormalizedFloat)));
  cudasem::DeviceBuffer<float> out(4);

  fetch_normalized<<<1, 4>>>(tex.get(), out.data(), 4);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  float got[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(got, out.data(), sizeof got, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 4; ++i) {
    cudasem::observe("fetched_value.texel" + ("_" + std::to_string(texels[i])), static_cast<double>(got[i]));
    EXPECT_NEAR(got[i], texels[i] / 255.0, 1.0 / 65536) << "texel " << int(texels[i]);
  }
  EXPECT_EQ(got[0], 0.0f);
  EXPECT_EQ(got[3], 1.0f);
}
