// SPDX-License-Identifier: Apache-2.0
// With both CUDA ends connected, cudaEGLStreamProducerDisconnect disconnects CUDA as the producer: the
// stream becomes EGL_STREAM_STATE_DISCONNECTED_KHR (EGL_KHR_stream: an end is gone).
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamProducerDisconnect, DisconnectsStream,
    {
        .api = {"cudaEGLStreamProducerDisconnect"},
        .cite = {.doc = "RT",
            .section = "cudaEGLStreamProducerDisconnect",
            .quote = "Disconnect CUDA as a producer to EGLStreamKHR."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  ix::ConnectedStream s;
  ASSERT_NO_FATAL_FAILURE(ix::connect_stream(egl, 64, 32, s));
  CUDASEM_EXPECT_OK(cudaEGLStreamProducerDisconnect(&s.producer));
  s.producer = nullptr;
  const bool disconnected =
      egl.stream_state_within(s.stream, ix::Egl::kStreamDisconnected, std::chrono::milliseconds(5000));
  cudasem::observe("stream_disconnected_after_producer_disconnect", disconnected);
  EXPECT_TRUE(disconnected) << "stream state 0x" << std::hex << egl.stream_state(s.stream);
#endif
}
