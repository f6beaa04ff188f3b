// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAccess with a descriptor naming a device that does not exist (ordinal = device
// count) fails with cudaErrorInvalidDevice, the code the runtime names for a device ordinal that
// is no CUDA device (cudaMemPoolSetAccess's own text only asks for one GPU per descriptor, and its
// return list does not name the code).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, SetAccessInvalidDeviceFails,
    {
        .api = {"cudaMemPoolSetAccess"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidDevice)",
            .quote =
                "This indicates that the device ordinal supplied by the user does not correspond to a valid CUDA device or that the action requested is invalid for the specified device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location = device_location(count);
  desc.flags = cudaMemAccessFlagsProtReadWrite;

  CUDASEM_EXPECT_ERROR(cudaMemPoolSetAccess(pool.get(), &desc, 1), cudaErrorInvalidDevice);

  cudasem::last_error(cudasem::LastError::clear);
}
