// SPDX-License-Identifier: Apache-2.0
// An EGLImage of a GL texture (EGL_GL_TEXTURE_2D_KHR, level 0) registered with
// cudaGraphicsEGLRegisterImage: without any map, cudaGraphicsResourceGetMappedEglFrame gives a frame
// through which CUDA reads every byte GL wrote to the texture (after glFinish, as the text asks).
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsEGLRegisterImage, FrameSeesGlTexture,
    {
        .api = {"cudaGraphicsEGLRegisterImage", "cudaGraphicsResourceGetMappedEglFrame"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsEGLRegisterImage",
            .quote =
                "Registers the EGLImageKHR specified by image for access by CUDA. A handle to the registered object is returned as pCudaResource."},
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
  const std::vector<unsigned char> texels = ix::pattern_bytes(row * height, 41);
  ix::EglTextureImage reg;
  ASSERT_NO_FATAL_FAILURE(
      ix::register_new_texture_image(gl, egl, width, height, texels, cudaGraphicsRegisterFlagsNone, reg));
  if (!reg.supported) GTEST_SKIP() << ix::kNoEglImageInterop;

  cudaEglFrame frame{};
  CUDASEM_ASSERT_OK(cudaGraphicsResourceGetMappedEglFrame(&frame, reg.resource, 0, 0));
  cudasem::observe("egl_frame.is_array", frame.frameType == cudaEglFrameTypeArray);
  cudasem::observe("egl_frame.plane_count", frame.planeCount);
  std::vector<unsigned char> seen;
  CUDASEM_EXPECT_OK(ix::copy_from_frame_plane(seen, frame, row, height));
  const std::size_t bad = ix::mismatched_bytes(seen, texels);
  ix::describe_frame(frame);
  ix::describe_mismatch("read_by_cuda", seen, texels, row);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_cuda", bad, 0u);
#endif
}
