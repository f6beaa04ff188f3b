// SPDX-License-Identifier: Apache-2.0
// A minor-version-compatibility install (newer 13.x runtime on an older 13.y driver) fails
// this case by design: the text does not mention that exception.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceVersion, DriverNotOlderThanRuntime,
    {
        .api = {"cudaDriverGetVersion", "cudaRuntimeGetVersion"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.3. Versioning and Compatibility",
            .quote =
                "the installed driver must be of the same or higher version than the maximum Driver API version against which any application"},
        .claim = cudasem::Claim::promise,
    }) {
  int driver = 0, runtime = 0;

  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&driver));
  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));

  cudasem::observe("driver_ge_runtime", driver >= runtime);
  cudasem::environment("driver_version", driver);
  cudasem::environment("runtime_version", runtime);
  EXPECT_GE(driver, runtime);
}
