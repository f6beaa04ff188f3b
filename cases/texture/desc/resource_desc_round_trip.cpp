// SPDX-License-Identifier: Apache-2.0
// cudaGetTextureObjectResourceDesc returns the resource type (array) and the array handle the
// texture object was created with.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureDesc, ResourceDescRoundTrip,
    {
        .api = {"cudaGetTextureObjectResourceDesc"},
        .cite = {.doc = "RT",
            .section = "cudaGetTextureObjectResourceDesc",
            .quote = "Returns the resource descriptor for the texture object specified by texObject."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), 32, 8));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(
      tex, t::array_resource(array.get()), t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudaResourceDesc got{};

  CUDASEM_EXPECT_ERROR(cudaGetTextureObjectResourceDesc(&got, tex.get()), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("resource.type", got.resType, cudaResourceTypeArray);
  CUDASEM_EXPECT_TRUE_NAMED("resource.array_is_created_array", got.res.array.array == array.get());
}
