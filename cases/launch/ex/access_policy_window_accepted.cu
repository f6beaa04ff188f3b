// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeAccessPolicyWindow is valid for a launch: a window over the kernel's buffer
// (within accessPolicyMaxWindowSize) is accepted and the kernel fills the buffer.
#include <algorithm>
#include <vector>

#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void fill(unsigned* p, unsigned n, unsigned value) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = value;
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, AccessPolicyWindowAccepted,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeAccessPolicyWindow)",
            .quote = "Valid for streams, graph nodes, launches."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("accessPolicyMaxWindowSize") >= 1},
    }) {
  int max_window = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_window, cudaDevAttrMaxAccessPolicyWindowSize, 0));
  const unsigned n = static_cast<unsigned>(std::min<int>(max_window, 1 << 20) / sizeof(unsigned));
  cudasem::DeviceBuffer<unsigned> buffer(n);
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeAccessPolicyWindow;
  attr.val.accessPolicyWindow.base_ptr = buffer.data();
  attr.val.accessPolicyWindow.num_bytes = buffer.bytes();
  attr.val.accessPolicyWindow.hitRatio = 0.5f;
  attr.val.accessPolicyWindow.hitProp = cudaAccessPropertyNormal;
  attr.val.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(64), dim3(256), nullptr, 0, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, fill, buffer.data(), n, 0x5au));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::vector<unsigned> host(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost));

  cudasem::environment("window_bytes", static_cast<unsigned long long>(buffer.bytes()));
  cudasem::environment("max_window_bytes", max_window);
  CUDASEM_EXPECT_EQ_NAMED("words.filled", std::count(host.begin(), host.end(), 0x5au), static_cast<long>(n));
}
