// SPDX-License-Identifier: Apache-2.0
// With cudaReadModeNormalizedFloat, an 8-bit signed texture maps its full range onto
// [-1.0, 1.0]: 0 reads as 0.0, 127 as 1.0 and -128 as -1.0; every read lies in [-1, 1]
// (the reads of 64 and -127 are recorded).
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(TextureReadMode, NormalizedFloatSigned8,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "the value returned by the texture fetch is actually returned as floating-point type and the full range of the integer type is mapped to [0.0, 1.0] for unsigned integer type and [-1.0, 1.0] for signed integer type"},
        .claim = cudasem::Claim::promise,
    }) {
  const signed char texels[] = {0, 64, 127, -127, -128};
  float got[5] = {};
  cudasem::texture::fetch_texel_centres(
      texels, 5, cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindSigned), cudaReadModeNormalizedFloat, got);
  if (HasFatalFailure()) return;

  for (int i = 0; i < 5; ++i) {
    const int v = texels[i];
    const std::string texel = v < 0 ? "minus_" + std::to_string(-v) : std::to_string(v);
    cudasem::observe("fetched_value.texel" + ("_" + texel), static_cast<double>(got[i]));
    CUDASEM_EXPECT_TRUE_NAMED("fetched_value.at_least_minus_one", got[i] >= -1.0f) << "texel " << v;
    CUDASEM_EXPECT_TRUE_NAMED("fetched_value.at_most_one", got[i] <= 1.0f) << "texel " << v;
  }
  CUDASEM_EXPECT_EQ_NAMED("texel_0.reads_zero", got[0], 0.0f);
  CUDASEM_EXPECT_EQ_NAMED("texel_127.reads_one", got[2], 1.0f) << "127, the top of the range";
  CUDASEM_EXPECT_EQ_NAMED("texel_minus_128.reads_minus_one", got[4], -1.0f) << "-128, the bottom of the range";
}
