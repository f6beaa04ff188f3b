// SPDX-License-Identifier: Apache-2.0
// CUDA writes every texel of a mapped GL texture's array (level 0); after the unmap, GL reads the
// texture (glGetTexImage) and sees CUDA's texels.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsSubResourceGetMappedArray, GlSeesCudaWrites,
    {
        .api = {"cudaGraphicsSubResourceGetMappedArray", "cudaGraphicsUnmapResources"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsSubResourceGetMappedArray",
            .quote =
                "Returns in *array an array through which the subresource of the mapped graphics resource resource which corresponds to array index arrayIndex and mipmap level mipLevel may be accessed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const unsigned width = 128, height = 64;
  const std::size_t bytes = std::size_t{width} * height * 4;
  const unsigned texture = gl.make_texture(width, height, std::vector<unsigned char>(bytes, 0));
  CUDASEM_ASSERT_TRUE_NAMED("gl_texture_created", texture != 0u);
  ix::GraphicsResource resource;
  CUDASEM_ASSERT_OK(ix::register_gl_texture(resource, texture));
  cudaGraphicsResource_t handle = resource.get();
  CUDASEM_ASSERT_OK(cudaGraphicsMapResources(1, &handle, nullptr));
  cudaArray_t array = nullptr;
  CUDASEM_EXPECT_OK(cudaGraphicsSubResourceGetMappedArray(&array, handle, 0, 0));
  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 23);
  if (array != nullptr) {
    CUDASEM_EXPECT_OK(cudaMemcpy2DToArray(
        array, 0, 0, data.data(), std::size_t{width} * 4, std::size_t{width} * 4, height, cudaMemcpyHostToDevice));
  }
  CUDASEM_ASSERT_OK(cudaGraphicsUnmapResources(1, &handle, nullptr));

  std::vector<unsigned char> seen;
  CUDASEM_ASSERT_TRUE_NAMED("gl_texture_read_back", gl.read_texture(texture, width, height, seen));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_gl", bad, 0u);
}
