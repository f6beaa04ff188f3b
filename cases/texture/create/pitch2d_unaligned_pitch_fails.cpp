// SPDX-License-Identifier: Apache-2.0
// cudaCreateTextureObject over pitched memory whose pitchInBytes is not a multiple of
// texturePitchAlignment (alignment + 4 bytes): what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureCreate, Pitch2DUnalignedPitchFails,
    {
        .api = {"cudaCreateTextureObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaCreateTextureObject",
            .quote = "specifies the pitch between two rows in bytes and has to be aligned to"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int alignment = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&alignment, cudaDevAttrTexturePitchAlignment, 0));
  cudasem::environment("texture_pitch_alignment", alignment);
  const std::size_t pitch = static_cast<std::size_t>(alignment) + 4;
  cudasem::DeviceBuffer<unsigned char> mem(pitch * 16 + 4096);
  cudaResourceDesc res{};
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = mem.data();
  res.res.pitch2D.desc = cudasem::uchar1_desc();
  res.res.pitch2D.width = 16;
  res.res.pitch2D.height = 16;
  res.res.pitch2D.pitchInBytes = pitch;
  const cudaTextureDesc desc = cudasem::texture::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false);
  cudaTextureObject_t tex = 0;

  cudasem::observe("cudaCreateTextureObject_result", cudaCreateTextureObject(&tex, &res, &desc, nullptr));

  cudasem::last_error(cudasem::LastError::clear);
  if (tex != 0) CUDASEM_EXPECT_OK(cudaDestroyTextureObject(tex));
}
