// SPDX-License-Identifier: Apache-2.0
// cudaGetTextureObjectResourceViewDesc of a texture object created without a resource view
// (pResViewDesc NULL) returns cudaErrorInvalidValue.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetTextureObjectResourceViewDesc, NoViewInvalidValue,
    {
        .api = {"cudaGetTextureObjectResourceViewDesc"},
        .cite = {.doc = "RT",
            .section = "cudaGetTextureObjectResourceViewDesc",
            .quote = "If no resource view was specified, cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  namespace t = cudasem::texture;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 32));
  t::TextureObject texture;
  CUDASEM_ASSERT_OK(t::create_texture(
      texture, t::array_resource(array.get()), t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudaResourceViewDesc got{};

  CUDASEM_EXPECT_ERROR(cudaGetTextureObjectResourceViewDesc(&got, texture.get()), cudaErrorInvalidValue);
}
