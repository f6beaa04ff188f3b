// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaSetDevice(-1); the text says valid ids are 0 to count - 1, and names no
// outcome for another: records the code and whether the current device stayed the same.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, SetDeviceRejectsNegativeOrdinal,
    {
        .api = {"cudaSetDevice"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaSetDevice",
            .quote = "Valid device id's are 0 to (cudaGetDeviceCount() - 1)."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int count = 0, before = -1, after = -1;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaGetDevice(&before));

  cudaError_t r = cudaSetDevice(-1);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaGetDevice(&after));

  cudasem::observe("set_device_negative_ordinal", r);
  cudasem::observe("current_device_unchanged", after == before);
}
