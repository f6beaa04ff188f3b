// SPDX-License-Identifier: Apache-2.0
// cudaEGLStreamConsumerConnect on a new EGLStream (EGL_STREAM_STATE_CREATED_KHR) connects CUDA as its
// consumer: the stream becomes EGL_STREAM_STATE_CONNECTING_KHR (EGL_KHR_stream: a consumer connected,
// no producer yet).
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamConsumerConnect, MakesStreamConnecting,
    {
        .api = {"cudaEGLStreamConsumerConnect"},
        .cite = {.doc = "RT",
            .section = "cudaEGLStreamConsumerConnect",
            .quote = "Connect CUDA as a consumer to EGLStreamKHR specified by eglStream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  ix::ConnectedStream s;
  s.stream = egl.make_stream();
  CUDASEM_ASSERT_TRUE_NAMED("egl_stream.created", s.stream != nullptr);
  CUDASEM_ASSERT_EQ_NAMED("stream_state_before_consumer_connect", egl.stream_state(s.stream), ix::Egl::kStreamCreated);
  CUDASEM_ASSERT_OK(cudaEGLStreamConsumerConnect(&s.consumer, s.stream));
  const bool connecting =
      egl.stream_state_within(s.stream, ix::Egl::kStreamConnecting, std::chrono::milliseconds(5000));
  CUDASEM_EXPECT_TRUE_NAMED("stream_connecting_after_consumer_connect", connecting)
      << "stream state 0x" << std::hex << egl.stream_state(s.stream);
#endif
}
