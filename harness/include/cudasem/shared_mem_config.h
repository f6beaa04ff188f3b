// SPDX-License-Identifier: Apache-2.0
// The shared body of the two bank-size cases of two areas (device.shared_mem_config and
// funcattr.shared_mem_config), which cite the same promise of two functions.
#pragma once

#include <cuda_runtime_api.h>

#include "cudasem/cudasem.h"

namespace cudasem {

// The bank-size cases' body. Their text: "Changing the shared memory bank size will not increase
// shared memory usage or affect occupancy of kernels". On a device with a fixed bank size the setting
// does nothing (device.shared_mem_config.set_on_fixed_bank_size_does_nothing), so no bank size changes
// and nothing could break the promise: the body first asks whether the device's bank size can change
// (set the other size device-wide, read it back, restore it) and is UNSUPPORTED (a skip) where it
// cannot, recording "bank_size_configurable". Where it can, it records `kernel`'s static shared
// memory and occupancy at 128 threads before and after `set(other)` (the call under test, which
// checks its own code), "static_shared_bytes_unchanged" and "occupancy_unchanged", fails on a
// change, and restores the device's bank size. The deprecated calls come from the case file
// (`get_device`: cudaDeviceGetSharedMemConfig, `set_device`: cudaDeviceSetSharedMemConfig), which
// declares CUDASEM_CALLS_DEPRECATED_API. A fatal failure returns early: call it last.
template <class GetDevice, class SetDevice, class Set>
void bank_size_change_keeps_usage_and_occupancy(
    const void* kernel, GetDevice get_device, SetDevice set_device, Set set) {
  cudaSharedMemConfig before = cudaSharedMemBankSizeDefault, probed = cudaSharedMemBankSizeDefault;
  CUDASEM_ASSERT_OK_OF(cudaDeviceGetSharedMemConfig, get_device(&before));
  const cudaSharedMemConfig other =
      before == cudaSharedMemBankSizeEightByte ? cudaSharedMemBankSizeFourByte : cudaSharedMemBankSizeEightByte;
  {
    cudasem::CheckLabel label("probe");
    CUDASEM_ASSERT_OK_OF(cudaDeviceSetSharedMemConfig, set_device(other));
    CUDASEM_ASSERT_OK_OF(cudaDeviceGetSharedMemConfig, get_device(&probed));
    CUDASEM_ASSERT_OK_OF(cudaDeviceSetSharedMemConfig, set_device(before));
  }
  const bool configurable = probed != before;
  cudasem::observe("bank_size_configurable", configurable);
  if (!configurable) {
    GTEST_SKIP() << "the device's shared memory bank size is fixed: cudaDeviceSetSharedMemConfig("
                 << static_cast<int>(other) << ") left cudaDeviceGetSharedMemConfig at " << static_cast<int>(before)
                 << ", so no bank size changes and the promise has nothing to judge";
  }

  cudaFuncAttributes attrs_before{}, attrs_after{};
  int blocks_before = -1, blocks_after = -1;
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attrs_before, kernel));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_before, kernel, 128, 0));

  set(other);

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attrs_after, kernel));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_after, kernel, 128, 0));
  cudasem::observe("static_shared_bytes_after", static_cast<unsigned long long>(attrs_after.sharedSizeBytes));
  cudasem::environment("active_blocks_per_sm_before", blocks_before);
  const bool shared_unchanged = attrs_after.sharedSizeBytes == attrs_before.sharedSizeBytes;
  const bool occupancy_unchanged = blocks_after == blocks_before;
  cudasem::observe("static_shared_bytes_unchanged", shared_unchanged);
  cudasem::observe("occupancy_unchanged", occupancy_unchanged);
  EXPECT_TRUE(shared_unchanged) << "sharedSizeBytes " << attrs_before.sharedSizeBytes << " -> "
                                << attrs_after.sharedSizeBytes;
  EXPECT_TRUE(occupancy_unchanged) << "active blocks per SM " << blocks_before << " -> " << blocks_after;
  cudasem::CheckLabel label("restore");
  CUDASEM_EXPECT_OK_OF(cudaDeviceSetSharedMemConfig, set_device(before));
}

}  // namespace cudasem
