// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetUuid returns 16 bytes identifying device 0: the same bytes as the runtime's
// cudaDeviceProp::uuid for that device, and not all zero.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(DriverDeviceUuid, MatchesRuntime,
    {
        .api = {"cuDeviceGetUuid"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetUuid",
            .quote = "Returns 16-octets identifying the device dev in the structure pointed by the uuid."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUuuid uuid{};

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetUuid(&uuid, cudasem::device0()));

  cudaDeviceProp prop{};
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&prop, 0));
  cudasem::environment("device_uuid", cudasem::to_hex(uuid.bytes, sizeof uuid.bytes));
  unsigned char zero[16] = {0};
  CUDASEM_EXPECT_TRUE_NAMED("uuid_not_all_zero", std::memcmp(uuid.bytes, zero, 16) != 0) << "all-zero UUID";
  CUDASEM_EXPECT_TRUE_NAMED("uuid_matches_runtime", std::memcmp(uuid.bytes, prop.uuid.bytes, 16) == 0)
      << "driver " << cudasem::to_hex(uuid.bytes, 16) << " runtime " << cudasem::to_hex(prop.uuid.bytes, 16);
}
