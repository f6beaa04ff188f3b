// SPDX-License-Identifier: Apache-2.0
// A CUDA producer presents a pitch frame (64 x 32, 4 x 8-bit channels) holding a byte pattern; the
// CUDA consumer of the same EGLStream acquires it, and every byte of the acquired frame
// (cudaGraphicsResourceGetMappedEglFrame) is the producer's.
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEGLStreamProducerPresentFrame, ConsumerAcquiresPresentedBytes,
    {
        .api = {"cudaEGLStreamProducerPresentFrame", "cudaEGLStreamConsumerAcquireFrame"},
        .cite = {.doc = "RT",
            .section = "cudaEGLStreamProducerPresentFrame",
            .quote = "CUDA Eglstream Proucer Frame handle to be sent to the consumer over EglStream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .sanitizer_limits = {{"initcheck",
            "compute-sanitizer initcheck reports the acquired frame's bytes as uninitialized when CUDA copies them, "
            "though each is a byte of the presented frame, which CUDA wrote (the case checks every byte)"}},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  const int width = 64, height = 32;
  const std::size_t row = std::size_t{width} * 4, bytes = row * height;
  cudasem::DeviceBuffer<unsigned char> pixels(bytes);  // outlives the connections (declared first)
  ASSERT_NE(pixels.data(), nullptr);
  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 57);
  CUDASEM_ASSERT_OK(cudaMemcpy(pixels.data(), data.data(), bytes, cudaMemcpyHostToDevice));
  ix::ConnectedStream s;
  ASSERT_NO_FATAL_FAILURE(ix::connect_stream(egl, width, height, s));

  cudaGraphicsResource_t acquired = nullptr;
  ASSERT_NO_FATAL_FAILURE(ix::present_and_acquire(egl, s, ix::rgba_pitch_frame(pixels.data(), row, height), acquired));
  cudaEglFrame got{};
  CUDASEM_EXPECT_OK(cudaGraphicsResourceGetMappedEglFrame(&got, acquired, 0, 0));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  cudasem::observe("acquired_frame.is_pitch", got.frameType == cudaEglFrameTypePitch);
  std::vector<unsigned char> seen;
  CUDASEM_EXPECT_OK(ix::copy_from_frame_plane(seen, got, row, height));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_acquired", bad, 0u);
  CUDASEM_EXPECT_OK(cudaEGLStreamConsumerReleaseFrame(&s.consumer, acquired, nullptr));
#endif
}
