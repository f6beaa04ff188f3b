// SPDX-License-Identifier: Apache-2.0
// Characterization: the first host access to a __managed__ variable, before any other CUDA call
// of the case, may create the primary context; records the context state before and after the
// read and the value the host read.
#include "../managed.h"
#include "cudasem/cudasem.h"

static __managed__ unsigned first_touch_value = 4242;

CUDASEM_CASE(ManagedVariable, HostAccessCreatesContext,
    {
        .api = {"cuDevicePrimaryCtxGetState"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.3. Global-Scope Managed Variables Using __managed__",
            .quote =
                "Accessing __managed__ variables can trigger CUDA context creation if a context for the current device hasn’t already been created."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice device = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&device, 0));
  unsigned flags = 0;
  int active_before = -1, active_after = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(device, &flags, &active_before));

  const unsigned seen = first_touch_value;

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(device, &flags, &active_after));
  cudasem::observe("context_active_before_access", active_before);
  cudasem::observe("context_active_after_access", active_after);
  cudasem::observe("value_read", seen);
}
