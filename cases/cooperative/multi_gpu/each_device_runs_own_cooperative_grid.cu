// SPDX-License-Identifier: Apache-2.0
// (CUDA 13.0 has no cudaLaunchCooperativeKernelMultiDevice.) cudaLaunchCooperativeKernel on each
// of two devices, each grid as large as that device allows, both in flight at once: on each
// device every block writes its slot, grid.sync(), and every block finds the full sum.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cudasem/cudasem.h"
#include "../cooperative.h"

CUDASEM_CASE(CooperativeMultiGpu, EachDeviceRunsOwnCooperativeGrid,
    {
        .api = {"cudaLaunchCooperativeKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchCooperativeKernel",
            .quote = "Launches a device function where thread blocks can cooperate and synchronize as they execute"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("cooperativeLaunch") >= 1},
        .exclusive = true,
    }) {
  const void* fn = reinterpret_cast<const void*>(cudasem::cooperative::exchange);
  struct PerDevice {
    unsigned blocks = 0;
    std::optional<cudasem::DeviceBuffer<unsigned>> slots;
    std::optional<cudasem::DeviceBuffer<unsigned long long>> sums;
    cudaError_t launch = cudaErrorUnknown;
  };
  PerDevice dev[2];
  for (int d = 0; d < 2; ++d) {
    int coop = 0;
    CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, d));
    if (!coop) GTEST_SKIP() << "device " << d << " has cudaDevAttrCooperativeLaunch 0";
  }
  for (int d = 0; d < 2; ++d) {
    CUDASEM_ASSERT_OK(cudaSetDevice(d));
    auto limit = cudasem::cooperative::co_resident(fn, 128);
    CUDASEM_ASSERT_OK_OF(cudaOccupancyMaxActiveBlocksPerMultiprocessor, limit.error);
    CUDASEM_ASSERT_TRUE_NAMED("co_resident_blocks.positive", limit.blocks() > 0);
    dev[d].blocks = static_cast<unsigned>(limit.blocks());
    dev[d].slots.emplace(dev[d].blocks);  // allocated on device d
    dev[d].sums.emplace(dev[d].blocks);
    CUDASEM_ASSERT_OK(cudaMemset(dev[d].slots->data(), 0, dev[d].slots->bytes()));
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  }

  for (int d = 0; d < 2; ++d) {
    CUDASEM_ASSERT_OK(cudaSetDevice(d));
    unsigned* slots = dev[d].slots->data();
    unsigned long long* sums = dev[d].sums->data();
    void* args[] = {&slots, &sums};
    dev[d].launch = cudaLaunchCooperativeKernel(fn, dim3(dev[d].blocks), dim3(128), args, 0, nullptr);
  }
  for (int d = 0; d < 2; ++d) {
    CUDASEM_ASSERT_OK(cudaSetDevice(d));
    CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
    std::vector<unsigned long long> host(dev[d].blocks);
    CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), dev[d].sums->data(), dev[d].sums->bytes(), cudaMemcpyDeviceToHost));
    const long complete = cudasem::cooperative::blocks_with_full_sum(host, dev[d].blocks);
    const std::string tag = "device" + std::to_string(d);
    cudasem::environment(tag + "_grid_blocks", dev[d].blocks);
    cudasem::observe(tag + "_launch", dev[d].launch);
    {
      cudasem::CheckLabel label(d == 0 ? "device0" : "device1");
      CUDASEM_EXPECT_OK_OF(cudaLaunchCooperativeKernel, dev[d].launch);
    }
    CUDASEM_EXPECT_EQ_NAMED(
        tag + "_blocks_missing_writes", static_cast<std::int64_t>(dev[d].blocks) - complete, std::int64_t{0});
  }
}
