// SPDX-License-Identifier: Apache-2.0
// A registered GL_TEXTURE_2D (RGBA8), mapped: level 0 of the mipmapped array returned by
// cudaGraphicsResourceGetMappedMipmappedArray holds every texel GL holds.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedMipmappedArray, MipmappedArrayHoldsTexture,
    {
        .api = {"cudaGraphicsResourceGetMappedMipmappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedMipmappedArray",
            .quote =
                "Returns in *mipmappedArray a mipmapped array through which the mapped graphics resource resource may be accessed."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const unsigned width = 128, height = 64;
  const std::vector<unsigned char> data = ix::pattern_bytes(std::size_t{width} * height * 4, 19);
  const unsigned texture = gl.make_texture(width, height, data);
  ASSERT_NE(texture, 0u);
  ix::GraphicsResource resource;
  CUDASEM_ASSERT_OK(ix::register_gl_texture(resource, texture));
  ix::MappedResource mapped(resource, nullptr);
  ASSERT_TRUE(mapped.mapped());

  cudaMipmappedArray_t mipmap = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphicsResourceGetMappedMipmappedArray(&mipmap, resource));
  cudaArray_t level = nullptr;
  CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level, mipmap, 0));
  std::vector<unsigned char> seen(data.size(), 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(
      seen.data(), std::size_t{width} * 4, level, 0, 0, std::size_t{width} * 4, height, cudaMemcpyDeviceToHost));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  cudasem::observe("mismatched_bytes_in_level0", bad);
  EXPECT_EQ(bad, 0u);
}
