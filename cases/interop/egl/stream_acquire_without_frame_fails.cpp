// SPDX-License-Identifier: Apache-2.0
// With both CUDA ends connected and no frame presented (EGL_STREAM_STATE_EMPTY_KHR),
// cudaEGLStreamConsumerAcquireFrame with a 100 ms timeout returns: what it returns is recorded (the
// case's own limit bounds the wait).
// The cited text names no failure for this: the returned code is recorded.
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamConsumerAcquireFrame, WithoutFrameFails,
    {
        .api = {"cudaEGLStreamConsumerAcquireFrame"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaEGLStreamConsumerAcquireFrame", .quote = "Desired timeout in usec."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
        .timeout_s = 60,
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  ix::ConnectedStream s;
  ASSERT_NO_FATAL_FAILURE(ix::connect_stream(egl, 64, 32, s));
  cudaGraphicsResource_t acquired = nullptr;
  const auto start = std::chrono::steady_clock::now();
  const cudaError_t code = cudaEGLStreamConsumerAcquireFrame(&s.consumer, &acquired, nullptr, 100000u);
  const double waited_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  cudasem::measure("acquire_without_frame_ms", waited_ms);
  cudasem::observe("cudaEGLStreamConsumerAcquireFrame_result", code);
  if (code == cudaSuccess && acquired != nullptr) {
    CUDASEM_EXPECT_OK(cudaEGLStreamConsumerReleaseFrame(&s.consumer, acquired, nullptr));
  }
  cudasem::last_error(cudasem::LastError::clear);
#endif
}
