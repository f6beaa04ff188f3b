// SPDX-License-Identifier: Apache-2.0
// The docs list the schedule policies as alternatives but do not say what Spin|Yield does.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetTwoScheduleFlags,
    {
        .api = {"cudaSetDeviceFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaSetDeviceFlags",
            .quote =
                "The three LSBs of the flags parameter can be used to control how the CPU thread interacts with the OS scheduler when waiting for results from the device."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaError_t r = cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield);
  cudasem::last_error(cudasem::LastError::clear);
  unsigned flags = 0xffffffffu;
  cudaError_t get = cudaGetDeviceFlags(&flags);

  cudasem::observe("set_spin_or_yield", r);
  if (get == cudaSuccess)
    cudasem::observe("schedule_flags_after", std::to_string(flags & cudaDeviceScheduleMask));
  else
    cudasem::observe("schedule_flags_after", get);
}
