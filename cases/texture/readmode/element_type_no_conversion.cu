// SPDX-License-Identifier: Apache-2.0
// With cudaReadModeElementType, an 8-bit unsigned texture returns its texels unconverted
// (tex1D<unsigned char>, point sampling of a 4-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void fetch_element(cudaTextureObject_t tex, unsigned char* out, int n) {
  const int i = threadIdx.x;
  if (i < n) out[i] = tex1D<unsigned char>(tex, i + 0.5f);
}
}  // namespace

CUDASEM_CASE(TextureReadMode, ElementTypeNoConversion, {
    .api = {"cudaCreateTextureObject"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
             .quote = "If it is cudaReadModeElementType, no conversion is performed."},
}) {
  namespace t = cudasem_cases::texture;
  namespace a = cudasem_cases::arrays;
  const unsigned char texels[] = {0, 7, 200, 255};
  a::Array array;
  CUDASEM_ASSERT_OK(a::malloc_array(array, a::uchar1_desc(), 4, 0));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, texels, 4, 4, 1, cudaMemcpyHostToDevice));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()),
                                      t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudasem::DeviceBuffer<unsigned char> out(4);

  fetch_element<<<1, 4>>>(tex.get(), out.data(), 4);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  unsigned char got[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(got, out.data(), sizeof got, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 4; ++i) EXPECT_EQ(got[i], texels[i]) << "texel " << i;
}
