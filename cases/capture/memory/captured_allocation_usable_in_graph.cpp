// SPDX-License-Identifier: Apache-2.0
// A captured cudaMallocAsync allocation is usable by the work captured after it: the launched
// graph fills it and copies it out before the captured free.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureMemory, CapturedAllocationUsable,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "Basic stream ordering allows future work submitted into the same stream to use the allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::capture;
  constexpr size_t kCount = 1024;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(kCount);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  unsigned* p = nullptr;
  CUDASEM_EXPECT_OK(cudaMallocAsync(reinterpret_cast<void**>(&p), kCount * sizeof(unsigned), s));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(s, p, kCount, 0xabcd));
  CUDASEM_EXPECT_OK(cudaMemcpyAsync(out.data(), p, out.bytes(), cudaMemcpyDeviceToDevice, s));
  CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  cudaError_t end = cudaSuccess;
  Graph g = end_capture(s, &end);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  std::vector<unsigned> h(kCount);
  CUDASEM_ASSERT_OK(cudaMemcpy(h.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  size_t good = 0;
  for (unsigned v : h) good += v == 0xabcd;
  CUDASEM_EXPECT_EQ_NAMED("filled_elements", good, kCount);
}
