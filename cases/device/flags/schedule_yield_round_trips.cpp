// SPDX-License-Identifier: Apache-2.0
// cudaDeviceScheduleYield set before the primary context exists is the schedule policy reported afterwards.
#include "cudasem/cudasem.h"
#include "../device.h"

CUDASEM_CASE(DeviceFlags, ScheduleYieldRoundTrips,
    {
        .api = {"cudaSetDeviceFlags"},
        .cite = {.doc = "RT",
            .section = "cudaSetDeviceFlags",
            .quote = "If the current device has not been initialized, it is initialized with the provided flags."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::device::schedule_flag_round_trips(cudaDeviceScheduleYield);
}
