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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::interop::expect_disconnect_disconnects_stream(cudasem::interop::StreamEnd::producer);
}
