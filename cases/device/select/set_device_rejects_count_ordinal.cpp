// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaSetDevice(count); the text says valid ids are 0 to count - 1, and names no
// outcome for another: records the code and whether the current device stayed the same.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, SetDeviceRejectsCountOrdinal,
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

  cudaError_t r = cudaSetDevice(count);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaGetDevice(&after));

  cudasem::observe("set_device_count_ordinal", r);
  cudasem::observe("current_device_unchanged", after == before);
}
