// SPDX-License-Identifier: Apache-2.0
// With CUDA connected as the consumer, cudaEGLStreamProducerConnect connects CUDA as the stream's
// producer: the stream becomes EGL_STREAM_STATE_EMPTY_KHR (EGL_KHR_stream: both ends connected, no
// frame yet).
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamProducerConnect, MakesStreamEmpty,
    {
        .api = {"cudaEGLStreamProducerConnect"},
        .cite = {.doc = "RT",
            .section = "cudaEGLStreamProducerConnect",
            .quote = "Connect CUDA as a producer to EGLStreamKHR specified by stream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  ix::ConnectedStream s;
  ASSERT_NO_FATAL_FAILURE(ix::connect_consumer(egl, s));
  CUDASEM_ASSERT_OK(cudaEGLStreamProducerConnect(&s.producer, s.stream, 64, 32));
  const bool empty = egl.stream_state_within(s.stream, ix::Egl::kStreamEmpty, std::chrono::milliseconds(5000));
  CUDASEM_EXPECT_TRUE_NAMED("stream_empty_after_producer_connect", empty)
      << "stream state 0x" << std::hex << egl.stream_state(s.stream);
#endif
}
