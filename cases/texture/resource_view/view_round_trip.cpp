// SPDX-License-Identifier: Apache-2.0
// cudaGetTextureObjectResourceViewDesc of a texture object created over a 64x32 8-bit array with a
// resource view (cudaResViewFormatUnsignedChar1, 64x32, levels and layers 0) returns that view.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetTextureObjectResourceViewDesc, ReturnsViewGiven,
    {
        .api = {"cudaGetTextureObjectResourceViewDesc"},
        .cite = {.doc = "RT",
            .section = "cudaGetTextureObjectResourceViewDesc",
            .quote = "Returns the resource view descriptor for the texture object specified by texObject."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr std::size_t kWidth = 64, kHeight = 32;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kWidth, kHeight));
  cudaResourceViewDesc view{};
  view.format = cudaResViewFormatUnsignedChar1;
  view.width = kWidth;
  view.height = kHeight;
  t::TextureObject texture;
  CUDASEM_ASSERT_OK(t::create_texture(texture, t::array_resource(array.get()),
      t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false), &view));
  cudaResourceViewDesc got{};
  got.format = cudaResViewFormatFloat4;

  CUDASEM_EXPECT_ERROR(cudaGetTextureObjectResourceViewDesc(&got, texture.get()), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("view_format", got.format, cudaResViewFormatUnsignedChar1);
  CUDASEM_EXPECT_EQ_NAMED("view.width", got.width, kWidth);
  CUDASEM_EXPECT_EQ_NAMED("view.height", got.height, kHeight);
  CUDASEM_EXPECT_EQ_NAMED("view.depth", got.depth, 0u);
  CUDASEM_EXPECT_EQ_NAMED("view.first_mipmap_level", got.firstMipmapLevel, 0u);
  CUDASEM_EXPECT_EQ_NAMED("view.last_mipmap_level", got.lastMipmapLevel, 0u);
  CUDASEM_EXPECT_EQ_NAMED("view.first_layer", got.firstLayer, 0u);
  CUDASEM_EXPECT_EQ_NAMED("view.last_layer", got.lastLayer, 0u);
}
