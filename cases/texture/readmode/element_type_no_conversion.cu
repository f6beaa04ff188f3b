// SPDX-License-Identifier: Apache-2.0
// With cudaReadModeElementType, an 8-bit unsigned texture returns its texels unconverted
// (tex1D<unsigned char>, point sampling of a 4-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureReadMode, ElementTypeNoConversion,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote = "If it is cudaReadModeElementType, no conversion is performed."},
        .claim = cudasem::Claim::promise,
    }) {
  const unsigned char texels[] = {0, 7, 200, 255};
  unsigned char got[4] = {};
  cudasem::texture::fetch_texel_centres(texels, 4, cudasem::uchar1_desc(), cudaReadModeElementType, got);
  if (HasFatalFailure()) return;

  const char* const names[] = {"texel_0.fetched", "texel_1.fetched", "texel_2.fetched", "texel_3.fetched"};
  for (int i = 0; i < 4; ++i) CUDASEM_EXPECT_EQ_NAMED(names[i], got[i], texels[i]);
}
