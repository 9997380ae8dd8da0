import { mdiBriefcaseOutline } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { ProjectForm } from '~admin/projects/project_form'
import { ProjectList } from '~admin/projects/project_list'
import { recordPages } from '~admin/record_pages'

export const projects = {
  name: 'projects',
  list: ProjectList,
  ...recordPages(ProjectForm),
  icon: resourceIcon(mdiBriefcaseOutline),
  recordRepresentation: 'name',
}
