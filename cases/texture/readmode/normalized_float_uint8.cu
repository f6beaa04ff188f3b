// SPDX-License-Identifier: Apache-2.0
// With cudaReadModeNormalizedFloat, an 8-bit unsigned texture returns v/255 as float: 0 reads
// as 0.0 and 255 as 1.0 (point sampling of a 4-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <cmath>
#include <string>

CUDASEM_CASE(TextureReadMode, NormalizedFloatUnsigned8,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "the value returned by the texture fetch is actually returned as floating-point type and the full range of the integer type is mapped to [0.0, 1.0] for unsigned integer type and [-1.0, 1.0] for signed integer type"},
        .claim = cudasem::Claim::promise,
    }) {
  const unsigned char texels[] = {0, 64, 128, 255};
  float got[4] = {};
  cudasem::texture::fetch_texel_centres(texels, 4, cudasem::uchar1_desc(), cudaReadModeNormalizedFloat, got);
  if (HasFatalFailure()) return;

  for (int i = 0; i < 4; ++i) {
    cudasem::observe("fetched_value.texel" + ("_" + std::to_string(texels[i])), static_cast<double>(got[i]));
    CUDASEM_EXPECT_TRUE_NAMED("fetched_value.is_texel_over_255", std::fabs(got[i] - texels[i] / 255.0) <= 1.0 / 65536)
        << "texel " << int(texels[i]);
  }
  CUDASEM_EXPECT_EQ_NAMED("texel_0.reads_zero", got[0], 0.0f);
  CUDASEM_EXPECT_EQ_NAMED("texel_255.reads_one", got[3], 1.0f);
}
