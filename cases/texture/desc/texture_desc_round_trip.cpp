// SPDX-License-Identifier: Apache-2.0
// cudaGetTextureObjectTextureDesc returns the address modes, filter mode, read mode and
// normalized-coordinates setting the texture object was created with (the whole returned
// descriptor is recorded field by field where it differs).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureDesc, TextureDescRoundTrip,
    {
        .api = {"cudaGetTextureObjectTextureDesc"},
        .cite = {.doc = "RT",
            .section = "cudaGetTextureObjectTextureDesc",
            .quote = "Returns the texture descriptor for the texture object specified by texObject."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 32, 8));
  cudaTextureDesc want{};
  want.addressMode[0] = cudaAddressModeWrap;
  want.addressMode[1] = cudaAddressModeMirror;
  want.addressMode[2] = cudaAddressModeBorder;
  want.filterMode = cudaFilterModeLinear;
  want.readMode = cudaReadModeNormalizedFloat;
  want.normalizedCoords = 1;
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()), want));
  cudaTextureDesc got{};

  CUDASEM_EXPECT_ERROR(cudaGetTextureObjectTextureDesc(&got, tex.get()), cudaSuccess);

  cudasem::observe("address_mode_2", static_cast<int>(got.addressMode[2]));
  CUDASEM_EXPECT_EQ_NAMED("desc.address_mode_0", got.addressMode[0], cudaAddressModeWrap);
  CUDASEM_EXPECT_EQ_NAMED("desc.address_mode_1", got.addressMode[1], cudaAddressModeMirror);
  CUDASEM_EXPECT_EQ_NAMED("desc.filter_mode", got.filterMode, cudaFilterModeLinear);
  CUDASEM_EXPECT_EQ_NAMED("desc.read_mode", got.readMode, cudaReadModeNormalizedFloat);
  CUDASEM_EXPECT_TRUE_NAMED("desc.normalized_coords_set", got.normalizedCoords != 0);
}
