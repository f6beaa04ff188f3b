// SPDX-License-Identifier: Apache-2.0
// Asking for device 0's own properties: the best match has those properties.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceChoose, PicksExactMatch,
    {
        .api = {"cudaChooseDevice"},
        .cite = {.doc = "RT",
            .section = "cudaChooseDevice",
            .quote = "Returns in *device the device which has properties that best match *prop."},
        .claim = cudasem::Claim::promise,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaDeviceProp wanted{};
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&wanted, 0));
  int chosen = -1;

  CUDASEM_ASSERT_OK(cudaChooseDevice(&chosen, &wanted));

  cudasem::observe("chosen_device", chosen);
  CUDASEM_ASSERT_TRUE_NAMED("chosen_device.not_negative", chosen >= 0);
  CUDASEM_ASSERT_TRUE_NAMED("chosen_device.below_device_count", chosen < count);
  cudaDeviceProp got{};
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&got, chosen));
  CUDASEM_EXPECT_EQ_NAMED("chosen_device.major", got.major, wanted.major);
  CUDASEM_EXPECT_EQ_NAMED("chosen_device.minor", got.minor, wanted.minor);
  CUDASEM_EXPECT_EQ_NAMED("chosen_device.multiprocessor_count", got.multiProcessorCount, wanted.multiProcessorCount);
  CUDASEM_EXPECT_EQ_NAMED("chosen_device.total_global_mem", got.totalGlobalMem, wanted.totalGlobalMem);
}
