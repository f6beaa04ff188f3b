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
  ASSERT_GE(chosen, 0);
  ASSERT_LT(chosen, count);
  cudaDeviceProp got{};
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&got, chosen));
  EXPECT_EQ(got.major, wanted.major);
  EXPECT_EQ(got.minor, wanted.minor);
  EXPECT_EQ(got.multiProcessorCount, wanted.multiProcessorCount);
  EXPECT_EQ(got.totalGlobalMem, wanted.totalGlobalMem);
}
