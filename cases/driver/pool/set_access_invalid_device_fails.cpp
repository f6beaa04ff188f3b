// SPDX-License-Identifier: Apache-2.0
// cuMemPoolSetAccess with a descriptor naming device ordinal 4096 (no such GPU) fails with
// CUDA_ERROR_INVALID_DEVICE, the code the driver API names for a device ordinal that is no CUDA
// device (cuMemPoolSetAccess's own text only asks for one GPU per descriptor, and its return list
// does not name the code).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAccess, InvalidDeviceFails,
    {
        .api = {"cuMemPoolSetAccess"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_INVALID_DEVICE)",
            .quote =
                "This indicates that the device ordinal supplied by the user does not correspond to a valid CUDA device or that the action requested is invalid for the specified device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  const CUmemAccessDesc desc = read_write_access(4096);

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemPoolSetAccess(pool, &desc, 1), CUDA_ERROR_INVALID_DEVICE);
}
