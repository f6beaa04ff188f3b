// SPDX-License-Identifier: Apache-2.0
// A GL texture's EGLImage registered with cudaGraphicsRegisterFlagsNone (read and written by
// CUDA): CUDA writes every byte of level 0 through the frame of cudaGraphicsResourceGetMappedEglFrame,
// synchronizes (the text's cuCtxSynchronize), and GL then reads CUDA's bytes (glGetTexImage).
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsEGLRegisterImage, GlSeesCudaWritesThroughFrame,
    {
        .api = {"cudaGraphicsEGLRegisterImage", "cudaGraphicsResourceGetMappedEglFrame"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsEGLRegisterImage",
            .quote = "It is therefore assumed that this resource will be read from and written to by CUDA."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::images);
#if CUDASEM_INTEROP_HAVE_EGL
  const unsigned width = 64, height = 32;
  const std::size_t row = std::size_t{width} * 4;
  ix::EglTextureImage reg;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_texture_image(
      gl, egl, width, height, std::vector<unsigned char>(row * height, 0), cudaGraphicsRegisterFlagsNone, reg));
  if (!reg.supported) GTEST_SKIP() << ix::kNoEglImageInterop;

  cudaEglFrame frame{};
  CUDASEM_ASSERT_OK(cudaGraphicsResourceGetMappedEglFrame(&frame, reg.resource, 0, 0));
  const std::vector<unsigned char> data = ix::pattern_bytes(row * height, 67);
  CUDASEM_ASSERT_OK(ix::copy_to_frame_plane(frame, data, row, height));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned char> seen;
  CUDASEM_ASSERT_TRUE_NAMED("gl_texture_read_back", gl.read_texture(reg.texture, width, height, seen));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  ix::describe_frame(frame);
  ix::describe_mismatch("read_by_gl", seen, data, row);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_gl", bad, 0u);
#endif
}
