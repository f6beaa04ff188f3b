// SPDX-License-Identifier: Apache-2.0
// After the CUDA consumer releases the frame it acquired, cudaEGLStreamProducerReturnFrame gives the
// producer that frame back: its plane 0 is the presented allocation. The text lets the call return
// cudaErrorLaunchTimeout while no frame has come back ("the application can retry"): retried for at
// most 5 s. Frame reuse is turned off (EGL_NV_stream_reset's EGL_SUPPORT_REUSE_NV = EGL_FALSE), so the
// stream keeps no released frame for re-acquisition; without that extension the case is UNSUPPORTED.
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamProducerReturnFrame, GivesBackReleasedFrame,
    {
        .api = {"cudaEGLStreamProducerReturnFrame", "cudaEGLStreamConsumerReleaseFrame"},
        .cite = {.doc = "RT",
            .section = "cudaEGLStreamProducerReturnFrame",
            .quote = "Return the CUDA eglFrame to the EGLStream last released by the consumer."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  if (!egl.stream_reuse_control())
    GTEST_SKIP() << "the EGL display lacks EGL_NV_stream_reset: frame reuse cannot be turned off, so the stream may "
                    "keep the released frame";
  const int width = 64, height = 32;
  const std::size_t row = std::size_t{width} * 4, bytes = row * height;
  cudasem::DeviceBuffer<unsigned char> pixels(bytes);  // outlives the connections (declared first)
  ASSERT_NE(pixels.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(pixels.data(), 0x5A, bytes));
  ix::ConnectedStream s;
  ASSERT_NO_FATAL_FAILURE(ix::connect_stream(egl, width, height, s));
  cudaGraphicsResource_t acquired = nullptr;
  ASSERT_NO_FATAL_FAILURE(ix::present_and_acquire(egl, s, ix::rgba_pitch_frame(pixels.data(), row, height), acquired));
  CUDASEM_ASSERT_OK(cudaEGLStreamConsumerReleaseFrame(&s.consumer, acquired, nullptr));

  cudaEglFrame returned{};
  cudaError_t code = cudaErrorLaunchTimeout;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(5000);
  int timeouts = 0;
  while (true) {
    code = cudaEGLStreamProducerReturnFrame(&s.producer, &returned, nullptr);
    if (code != cudaErrorLaunchTimeout || std::chrono::steady_clock::now() >= deadline) break;
    ++timeouts;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  cudasem::last_error(cudasem::LastError::clear);  // the retried cudaErrorLaunchTimeout codes
  cudasem::measure("return_frame_timeouts_before_success", timeouts);
  CUDASEM_ASSERT_OK_OF(cudaEGLStreamProducerReturnFrame, code);
  const bool same = returned.frame.pPitch[0].ptr == static_cast<void*>(pixels.data());
  CUDASEM_EXPECT_TRUE_NAMED("returned_frame_is_presented_allocation", same);
#endif
}
