// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetDevResource(CU_DEV_RESOURCE_TYPE_SM) of device 0 describes an SM resource whose smCount
// is the device's multiprocessor count.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetDevResource, SmCountIsMultiprocessorCount,
    {
        .api = {"cuDeviceGetDevResource"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetDevResource",
            .quote = "Get the type resources available to the device."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevResource r{};

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDevResource(cudasem::device0(), &r, CU_DEV_RESOURCE_TYPE_SM));

  const int sms = cudasem::attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, cudasem::device0());
  cudasem::environment("sm_resource.min_partition", r.sm.minSmPartitionSize);
  cudasem::environment("sm_resource.coscheduled_alignment", r.sm.smCoscheduledAlignment);
  CUDASEM_EXPECT_TRUE_NAMED("resource_type_is_sm", r.type == CU_DEV_RESOURCE_TYPE_SM);
  CUDASEM_EXPECT_TRUE_NAMED("sm_count_is_device_count", static_cast<int>(r.sm.smCount) == sms);
}
