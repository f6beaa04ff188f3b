// SPDX-License-Identifier: Apache-2.0
// Characterization: the text states a requirement on the installation ("must be of the same or higher
// version"), and minor version compatibility lets a newer 13.x runtime run on an older 13.y driver:
// whether the driver is at least the runtime's version is recorded, with both versions.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceVersion, DriverNotOlderThanRuntime,
    {
        .api = {"cudaDriverGetVersion", "cudaRuntimeGetVersion"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.3. Versioning and Compatibility",
            .quote =
                "the installed driver must be of the same or higher version than the maximum Driver API version against which any application"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int driver = 0, runtime = 0;

  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&driver));
  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));

  cudasem::observe("driver_ge_runtime", driver >= runtime);
  cudasem::environment("driver_version", driver);
  cudasem::environment("runtime_version", runtime);
}
