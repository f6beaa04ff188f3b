// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoA of 6 bytes between 1D arrays of 32-bit elements (6 is not a multiple of 4): the text
// requires a count divisible by the element size and names no error for another (characterization:
// records the code).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoA, CountNotElementMultipleResultRecorded,
    {
        .api = {"cuMemcpyAtoA"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuMemcpyAtoA", .quote = "and count must be evenly divisible by that size."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray src, dst;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, 1024, CU_AD_FORMAT_UNSIGNED_INT32));
  CUDASEM_ASSERT_CU_OK(create_1d_array(dst, 1024, CU_AD_FORMAT_UNSIGNED_INT32));

  // A caller requirement: the case records what the call returns.
  const CUresult result = drv.cuMemcpyAtoA(dst, 0, src, 0, 6);
  cudasem::observe("copy_result", result);
}
