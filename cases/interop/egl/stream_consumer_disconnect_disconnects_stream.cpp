// SPDX-License-Identifier: Apache-2.0
// With both CUDA ends connected, cudaEGLStreamConsumerDisconnect disconnects CUDA as the consumer: the
// stream becomes EGL_STREAM_STATE_DISCONNECTED_KHR (EGL_KHR_stream: an end is gone).
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamConsumerDisconnect, DisconnectsStream,
    {
        .api = {"cudaEGLStreamConsumerDisconnect"},
        .cite = {.doc = "RT",
            .section = "cudaEGLStreamConsumerDisconnect",
            .quote = "Disconnect CUDA as a consumer to EGLStreamKHR."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::interop::expect_disconnect_disconnects_stream(cudasem::interop::StreamEnd::consumer);
}
